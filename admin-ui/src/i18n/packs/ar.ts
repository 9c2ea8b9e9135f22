import { ar } from '../ar';
import type { LanguagePack } from '../languagePacks';
import { raArabic } from '../ra/ar';

/** Arabic: the back office's texts and react-admin's (translated here: no package for react-admin 5). */
const pack: LanguagePack = { texts: ar, ra: [raArabic] };

export default pack;
