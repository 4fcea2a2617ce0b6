// `pnpm --filter @framewise/server config:doc`: writes docs/configuration.md from the configuration schema.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configVariables } from '../config';
import { CONFIGURATION_DOC, configurationMarkdown } from '../config/doc';

const target = fileURLToPath(new URL(`../../../../${CONFIGURATION_DOC}`, import.meta.url));
writeFileSync(target, configurationMarkdown(configVariables()));
console.info(`wrote ${CONFIGURATION_DOC} (${configVariables().length} variables)`);
