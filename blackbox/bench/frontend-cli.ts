// The frontend figures alone. Without a URL it starts the built product with the demo data as run.ts does:
//   node dist-bench/bench/frontend-cli.js [--quick]   (in blackbox/, once `npm run bench` has compiled it)
// With a URL it measures a product already running there (its admin must have the bench admin's password):
//   node dist-bench/bench/frontend-cli.js http://127.0.0.1:3000 [--quick]
import { MAIN_JS } from '../harness/built-product.js';
import { startServer } from '../harness/server-process.js';
import { frontendFigures } from './frontend.js';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const givenUrl = args.find((arg) => !arg.startsWith('--'));

async function main(): Promise<void> {
  const server = givenUrl ? null : await startServer(MAIN_JS);
  try {
    console.log(JSON.stringify(await frontendFigures(givenUrl ?? server!.baseUrl, { quick }), null, 2));
  } finally {
    await server?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
