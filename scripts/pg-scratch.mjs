// `node scripts/pg-scratch.mjs` prints the URL of a new, empty PostgreSQL database when a server
// answers on 127.0.0.1:5432, and nothing when none does, so .ci/run adds the PostgreSQL pass only
// where it can run. `node scripts/pg-scratch.mjs --drop URL` removes such a database again, with
// the template and test databases the test workers named after it (apps/api/src/test/test-app.ts).
import pg from 'pg'

const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 })
try {
  await client.connect()
} catch {
  process.exit(0)
}
if (process.argv[2] === '--drop') {
  const name = new URL(process.argv[3] ?? '').pathname.slice(1)
  if (/^sweet_art_ci_[a-z0-9]+$/.test(name)) {
    const workers = await client.query(
      `select datname from pg_database where datname like $1 || '\\_%'`,
      [name],
    )
    for (const { datname } of workers.rows)
      await client.query(`drop database if exists ${datname} with (force)`)
    await client.query(`drop database if exists ${name} with (force)`)
  }
} else {
  const name = `sweet_art_ci_${Date.now().toString(36)}`
  await client.query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  console.log(url.toString())
}
await client.end()
