import { codesCreateMain } from './codes-create-command';

// Entry point of dist/codes-create.js (`pnpm --filter @framewise/server codes:create ...`).
codesCreateMain(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('codes:create failed:', error);
    process.exit(1);
  },
);
