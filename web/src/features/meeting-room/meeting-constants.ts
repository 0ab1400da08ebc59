/** How long the toasts of the local toggles (mute, camera, hand) stay, in ms. */
export const SHORT_TOAST_MS = 2000
/** How long the host-action, leave, end and media-error toasts stay, in ms. */
export const LONG_TOAST_MS = 3000
/** Delay between 'Left Meeting' and the move to /dashboard, in ms. */
export const LEAVE_REDIRECT_MS = 1500
/** Delay between 'Meeting Ended' and the move to /dashboard, in ms. */
export const END_REDIRECT_MS = 3000
/** Height of the chat's message list, in px. */
export const CHAT_PANEL_HEIGHT_PX = 180
/** Shortest gap between two updates of the microphone level meter, in ms. */
export const LEVEL_METER_INTERVAL_MS = 100
