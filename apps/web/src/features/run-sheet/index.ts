// What other features may use from the run sheet: the sign-in page's word on actions kept on the device.
export { SignInToSendNotice } from './kept-actions-notice';
