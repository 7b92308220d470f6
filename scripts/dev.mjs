// `npm run dev`: the API with restarts on change and Vite with hot reload, stopped together.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

const children = [
  spawn('npm', ['run', 'dev', '-w', '@sweet-art/api'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: process.env.API_PORT ?? '3000',
      // The same data folder as `npm start`, wherever npm runs the workspace script from.
      DATA_DIR: resolve(process.env.DATA_DIR ?? 'data'),
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@sweet-art/web'], { stdio: 'inherit' }),
]

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM')
}
for (const child of children) {
  child.on('exit', (code) => {
    stopAll()
    process.exitCode = code ?? 0
  })
}
process.on('SIGINT', stopAll)
process.on('SIGTERM', stopAll)
