/** The package version, replaced at build time; sent to the API in a header. */
declare const __AGORA_VERSION__: string;
