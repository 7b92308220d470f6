import { createTempDataDir, startBuiltServer } from './built-server'
import { launchChromium, runMobileLighthouse } from './mobile-lighthouse'
import { writeFileSync } from 'node:fs'

const path = process.argv[2] ?? '/'
const runs = Number(process.argv[3] ?? 3)
const server = await startBuiltServer({ dataDir: createTempDataDir(), port: 34567 })
const chrome = await launchChromium()
try {
  for (let i = 0; i < runs; i++) {
    const lhr = await runMobileLighthouse(server.origin + path, chrome.port, { categories: ['performance'], cpuSlowdown: 8 })
    const tbt = lhr.audits['total-blocking-time']?.numericValue
    console.log(`run ${i}: score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} TBT ${Math.round(tbt ?? 0)} FCP ${Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0)} TTI ${Math.round(lhr.audits['interactive']?.numericValue ?? 0)}`)
    const details = lhr.audits['long-tasks']?.details as { items?: Array<{ url: string; startTime: number; duration: number }> } | undefined
    for (const t of details?.items ?? []) console.log(`   ${Math.round(t.startTime)} +${Math.round(t.duration)} ${t.url}`)
    writeFileSync(`/tmp/prof/lhr-${i}.json`, JSON.stringify(lhr))
  }
} finally {
  await chrome.kill()
  await server.stop()
}
