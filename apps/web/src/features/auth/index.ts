/** The sign-in panel (email link), loaded when the visitor asks to sign in. */
export const loadSignInPanel = () => import('./SignInPanel');
