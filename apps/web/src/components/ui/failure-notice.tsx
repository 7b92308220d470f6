import { Link } from 'react-router'
import {
  BACK_TO_HOME_PAGE,
  ERROR_REFERENCE_INTRO,
  PAGE_DID_NOT_LOAD,
  PAGE_DID_NOT_LOAD_TEXT,
  SOMETHING_WENT_WRONG,
  SOMETHING_WENT_WRONG_TEXT,
  TRY_AGAIN,
} from '@sweet-art/domain/messages'
import { paths } from '@/config/paths'
import { CodeLoadError } from '@/lib/lazy-named'
import buttonStyles from './button.module.css'
import type { CaughtFailure } from './error-boundary'
import styles from './failure-notice.module.css'

interface FailureNoticeProps {
  failure: CaughtFailure
  /**
   * `page`: in the page area, between the header and the footer. `screen`: alone, when the frame
   * itself failed; no router is left around it, so the way home is a plain link.
   */
  place: 'page' | 'screen'
}

/**
 * What shows where a page failed (docs/product.md › When something fails): a file that did not
 * arrive says so, with Try again; a page that broke says sorry, offers Try again and the way home,
 * and gives the reference that leads the bakery to what happened.
 */
export function FailureNotice({ failure, place }: FailureNoticeProps) {
  const didNotLoad = failure.error instanceof CodeLoadError
  const title = didNotLoad ? PAGE_DID_NOT_LOAD : SOMETHING_WENT_WRONG
  const home = paths.home.getHref()
  const notice = (
    <section className={styles.notice} aria-labelledby="failure-title">
      <title>{`${title} · Sweet Art`}</title>
      <div role="alert" className={styles.message}>
        <h1 id="failure-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>
          {didNotLoad ? PAGE_DID_NOT_LOAD_TEXT : SOMETHING_WENT_WRONG_TEXT}
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={buttonStyles.gold} onClick={failure.retry}>
          {TRY_AGAIN}
        </button>
        {!didNotLoad &&
          (place === 'page' ? (
            <Link to={home} className={buttonStyles.outline}>
              {BACK_TO_HOME_PAGE}
            </Link>
          ) : (
            <a href={home} className={buttonStyles.outline}>
              {BACK_TO_HOME_PAGE}
            </a>
          ))}
      </div>
      {!didNotLoad && (
        <p className={styles.reference}>
          {ERROR_REFERENCE_INTRO} <code data-testid="error-reference">{failure.reference}</code>
        </p>
      )}
    </section>
  )
  return place === 'page' ? notice : <div className={styles.screen}>{notice}</div>
}
