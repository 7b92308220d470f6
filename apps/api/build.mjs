// Bundles the API and the workspace packages it imports into dist/server.js; npm packages stay
// external and load from node_modules, so native modules and file-relative assets keep working.
import { build } from 'esbuild'

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@sweet-art/') ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
})
