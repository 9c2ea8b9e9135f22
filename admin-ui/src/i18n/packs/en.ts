import { en } from '../en';
import type { LanguagePack } from '../languagePacks';

/** English: react-admin's own English is every language's base, so only the back office's texts. */
const pack: LanguagePack = { texts: en };

export default pack;
