/** The chat toggle (signed-in pages); its panel loads on first open. */
export const loadChatLauncher = () => import('./ChatLauncher');
