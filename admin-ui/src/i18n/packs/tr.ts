import type { LanguagePack } from '../languagePacks';
import { raTurkish } from '../ra/tr';
import { tr } from '../tr';

/** Turkish: the back office's texts and react-admin's (translated here: no package for react-admin 5). */
const pack: LanguagePack = { texts: tr, ra: [raTurkish] };

export default pack;
