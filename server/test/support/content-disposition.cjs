// Jest cannot require() an ES module from CommonJS on Node 20 (Node itself can): @fastify/static requires
// content-disposition 3, which is ESM-only. In tests it gets version 1 (CommonJS, the same function) instead.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS on purpose, see above
const contentDisposition = require('content-disposition-cjs');

module.exports = { create: contentDisposition, parse: contentDisposition.parse };
