import type { LanguagePack } from '../languagePacks';
import { raSerbian } from '../ra/sr';
import { sr } from '../sr';

/** Serbian: the back office's texts and react-admin's (translated here: no package for react-admin 5). */
const pack: LanguagePack = { texts: sr, ra: [raSerbian] };

export default pack;
