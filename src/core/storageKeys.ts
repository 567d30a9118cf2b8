/** Keys of everything the app keeps in local storage. */
export const STORAGE_KEYS = {
  /** The logged-in user (spec section 3), never expires. */
  user: '_user',
  /** The login user type, kept after logout so the right login page opens. */
  userType: '_userType',
  /** Data dictionary entries loaded after login. */
  dict: '_dict',
  /** The caller's system modules: menu visibility by caption. */
  modules: '_modules',
  /** The API root in use ("default cached, set when absent"). */
  apiRoot: '_apiRoot',
  /** The centre's information (name, phone, address), refreshed at every start. */
  centre: '_centre',
  /** The chosen location. */
  location: '_location',
  /** The page below a screen the app left for an outside page that returns to it (core/navigate rememberWayBack). */
  wayBack: '_wayBack',
  /** The receipt printer used last (deviceId and name): the print screen reconnects to it (core/ble/printer.ts). */
  printer: '_printer',
  /** Reads kept for a weak network (core/request/offline): their index, and each entry's key prefix. */
  offlineIndex: '_offlineIndex',
  offlinePrefix: '_offline_',
  /** Large-text mode (长辈模式) on this device: kept across logins (stores/largeText). */
  largeText: '_largeText',
} as const
