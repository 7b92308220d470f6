import { useForm, FormProvider } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { zodResolver } from '@hookform/resolvers/zod'
import { SectionInputSchema, type SectionInput } from '@sweet-art/domain/schemas/admin-catalog'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import buttonStyles from '@/components/ui/button.module.css'
import { showToast } from '@/components/ui/toast-store'
import { useSaveSection } from './api/save-section'
import { CheckField, TextAreaField, TextField } from '../components/form-fields'
import { useServerFieldErrors } from '../components/use-server-field-errors'
import adminForm from '../components/admin-form.module.css'
import { paths } from '@/config/paths'

const EMPTY_SECTION: SectionInput = { title: '', description: '', isActive: true, isTreads: false }

/** The form of a section (docs/product.md › The back office): new when `section` is null. */
export function SectionForm({ section }: { section: Section | null }) {
  const navigate = useNavigate()
  const save = useSaveSection()
  const form = useForm<SectionInput>({
    resolver: zodResolver(SectionInputSchema),
    mode: 'onTouched',
    defaultValues: section
      ? {
          title: section.title,
          description: section.description,
          isActive: section.isActive,
          isTreads: section.isTreads,
        }
      : EMPTY_SECTION,
  })
  const showServerErrors = useServerFieldErrors(form.setError)

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: section?.id ?? null, input },
      {
        onSuccess: (saved) => {
          showToast(`${saved.title} is saved`, 'success')
          form.reset(input)
          if (!section)
            void navigate(paths.admin.getHref(`catalogue/section?id=${saved.id}`), {
              replace: true,
            })
        },
        onError: showServerErrors,
      },
    ),
  )

  return (
    <FormProvider {...form}>
      <form
        className={adminForm.form}
        noValidate
        aria-label="Section"
        onSubmit={(event) => void onSubmit(event)}
      >
        <fieldset className={adminForm.fieldset}>
          <legend className={adminForm.legend}>Section</legend>
          <TextField name="title" label="Title" className={adminForm.full} />
          <TextAreaField name="description" label="Description" className={adminForm.full} />
          <div className={`${adminForm.checks} ${adminForm.full}`}>
            <CheckField name="isActive" label="Shown in the shop" />
            <CheckField name="isTreads" label="Special offer section" />
          </div>
        </fieldset>
        <div className={adminForm.formActions}>
          <button
            type="button"
            className={buttonStyles.outline}
            onClick={() => void navigate(paths.admin.getHref('catalogue'))}
          >
            Back to catalogue
          </button>
          <button type="submit" className={buttonStyles.gold} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save section'}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}
