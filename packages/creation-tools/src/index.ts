// Public surface of @framewise/creation-tools ("."). The screens are the page modules of the subpath exports
// (`appPages` of the app-pages entry, or one page such as the ai-video-page entry), and nothing outside this
// package imports anything else from it today, so this entry exports nothing: the tool config, drafts, task
// center and work events are internal to the screens. Export a name here when another package or app needs it.
export {};
