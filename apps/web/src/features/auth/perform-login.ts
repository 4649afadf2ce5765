import { api, type ApiClient } from '../../lib/api';
import { markSessionChecked } from '../../lib/auth-session';
import { saveTokenResponse } from '../../lib/auth-store';
import { saveRememberedCredentials, type LoginFormValues } from './remember-me';

/** Signs in: stores tokens, user data and ability rules; remembers the username if asked. */
export async function performLogin(form: LoginFormValues, client: ApiClient = api): Promise<void> {
  const values = { ...form, username: form.username.trim() };
  const response = await client.login(values);
  saveTokenResponse(response);
  // The login itself proved the session; no /auth/me round trip needed on this start.
  markSessionChecked();
  saveRememberedCredentials(values);
}
