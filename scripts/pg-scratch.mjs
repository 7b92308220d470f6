// Prints a URL of a new, empty PostgreSQL database when a server answers on 127.0.0.1:5432,
// and nothing when none does, so .ci/run can add the PostgreSQL pass only where it can run.
import pg from 'pg'

const base = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 })
try {
  await client.connect()
} catch {
  process.exit(0)
}
const name = `sweet_art_ci_${Date.now().toString(36)}`
await client.query(`create database ${name}`)
await client.end()
const url = new URL(base)
url.pathname = `/${name}`
console.log(url.toString())
