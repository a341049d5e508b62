interface ImportMetaEnv {
  /** Host suffix of store sub-domains, e.g. backroom.app for {handle}.backroom.app. */
  readonly VITE_HOST_SUFFIX?: string;
}
