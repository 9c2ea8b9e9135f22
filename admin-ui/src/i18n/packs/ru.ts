import russianMessages from 'ra-language-russian';
import type { LanguagePack } from '../languagePacks';
import { raRussianMissing } from '../ra/ruMissing';
import { ru } from '../ru';

/** Russian: the back office's texts and react-admin's (ra-language-russian 5.4, completed). */
const pack: LanguagePack = { texts: ru, ra: [russianMessages, raRussianMissing] };

export default pack;
