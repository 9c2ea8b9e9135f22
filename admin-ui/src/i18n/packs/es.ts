import { es } from '../es';
import type { LanguagePack } from '../languagePacks';
import { raSpanish } from '../ra/es';

/** Spanish: the back office's texts and react-admin's (translated here: no package for react-admin 5). */
const pack: LanguagePack = { texts: es, ra: [raSpanish] };

export default pack;
