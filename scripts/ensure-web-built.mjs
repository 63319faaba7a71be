// Installs what is missing and builds the web app when it is stale (for npm run lighthouse).
import { ensureDeps } from './ensure-deps.mjs';
import { ensureWebBuilt } from './web-build.mjs';

ensureDeps();
ensureWebBuilt();
