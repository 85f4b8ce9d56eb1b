/** "Remember password" keeps the username and the choice, never the password (docs/console.md#the-host). */
const KEY = 'login-remember';

export function readRemembered(): { username: string; remember: boolean } {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { username?: unknown } | null;
    return typeof saved?.username === 'string' ? { username: saved.username, remember: true } : { username: '', remember: false };
  } catch {
    return { username: '', remember: false };
  }
}

export function remember(username: string, choice: boolean): void {
  if (choice) localStorage.setItem(KEY, JSON.stringify({ username }));
  else localStorage.removeItem(KEY);
}
