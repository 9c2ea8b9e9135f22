// The TypeORM CLI's entry: `npx typeorm -d server/dist/server/src/database/data-source.js migration:show`.
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config.js';
import { buildDataSourceOptions } from './data-source-options.js';

export default new DataSource(await buildDataSourceOptions(loadConfig()));
