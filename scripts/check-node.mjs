// Fails loudly when scripts run on an older Node than the pinned one. The `node` devDependency puts
// Node 24 in node_modules/.bin; if its install script was skipped, npm silently falls back to the
// system Node, and type-stripped .ts files would not run.
const [major] = process.versions.node.split('.').map(Number)
if (major < 24) {
  console.error(
    `Haat needs Node 24 or newer, but this is Node ${process.versions.node}.\n` +
      'Run `npm install` (it installs Node 24 through the "node" devDependency) and use `npm run`/`npx`.',
  )
  process.exit(1)
}
