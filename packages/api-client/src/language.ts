import { setLang } from '@pocket/app-core/app-state';
import { useAppDispatch, useAppSelector } from '@pocket/app-core/hooks';
import type { AppDispatch, RootState } from '@pocket/app-core/hooks';
import { words } from '@pocket/app-core/i18n';
import { isLanguage } from '@pocket/app-core/languages';
import type { Language } from '@pocket/app-core/languages';
import { loadTexts } from '@pocket/app-core/load-texts';
import { setLanguage } from '@pocket/contracts/calls/account';

import { requestOf } from './call-request';
import { apiRequest } from './client';

/** A choice made before logging in (the login panel's switch), stored on the account by the login that follows. */
let chosenLoggedOut: Language | null = null;

const storeOnAccount = (language: Language) =>
  // A failure is toasted by the client; the app keeps speaking the chosen language either way.
  apiRequest(requestOf(setLanguage, { body: { language } })).catch(() => undefined);

/**
 * The borrower's choice of language (the switch in /set and on the login panel): its words are fetched first (so
 * that the screen changes at once, in one render), then it becomes the app state's `lang`, kept in a cookie and sent
 * as the `lang` header of every call, and it is stored on the account (`POST /api/v1/my/language`) so that SMS and
 * USSD follow it; logged out, by the next login (`storeChosenLanguage`).
 */
export function chooseLanguage(language: Language) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    await loadTexts(language, words);
    dispatch(setLang(language));
    if (!getState().appState.token) {
      chosenLoggedOut = language;
      return;
    }
    chosenLoggedOut = null;
    await storeOnAccount(language);
  };
}

/** After a login: the language chosen on the login panel is stored on the account (the server keeps an earlier one). */
export async function storeChosenLanguage(): Promise<void> {
  const language = chosenLoggedOut;
  chosenLoggedOut = null;
  if (language) await storeOnAccount(language);
}

/** The language in use and the choice of another, for a switch (`@pocket/ui-kit/language-switch`). */
export function useLanguageChoice() {
  const dispatch = useAppDispatch();
  const language = useAppSelector((s) => s.appState.lang);
  return { language, choose: (code: string) => (isLanguage(code) ? dispatch(chooseLanguage(code)) : Promise.resolve()) };
}
