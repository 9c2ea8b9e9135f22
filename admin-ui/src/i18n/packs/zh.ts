import type { LanguagePack } from '../languagePacks';
import { raChinese } from '../ra/zh';
import { zh } from '../zh';

/** Chinese: the back office's texts and react-admin's (translated here: no package for react-admin 5). */
const pack: LanguagePack = { texts: zh, ra: [raChinese] };

export default pack;
