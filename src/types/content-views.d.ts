// What `virtual:content/<name>` gives a page: the view of the same name in
// src/content/content-views.ts, computed at build time (scripts/build/content/content-plugin.ts).

declare module 'virtual:content/site-facts' {
  const view: import('@/content/content-views.ts').ContentView<'site-facts'>;
  export default view;
}

declare module 'virtual:content/events-page' {
  const view: import('@/content/content-views.ts').ContentView<'events-page'>;
  export default view;
}

declare module 'virtual:content/event-pages' {
  const view: import('@/content/content-views.ts').ContentView<'event-pages'>;
  export default view;
}

declare module 'virtual:content/event-paths' {
  const view: import('@/content/content-views.ts').ContentView<'event-paths'>;
  export default view;
}

declare module 'virtual:content/highlighted-events' {
  const view: import('@/content/content-views.ts').ContentView<'highlighted-events'>;
  export default view;
}

declare module 'virtual:content/whats-on' {
  const view: import('@/content/content-views.ts').ContentView<'whats-on'>;
  export default view;
}

declare module 'virtual:content/spectrum-page' {
  const view: import('@/content/content-views.ts').ContentView<'spectrum-page'>;
  export default view;
}

declare module 'virtual:content/spectrum-callout' {
  const view: import('@/content/content-views.ts').ContentView<'spectrum-callout'>;
  export default view;
}

declare module 'virtual:content/committee' {
  const view: import('@/content/content-views.ts').ContentView<'committee'>;
  export default view;
}

declare module 'virtual:content/past-committees' {
  const view: import('@/content/content-views.ts').ContentView<'past-committees'>;
  export default view;
}

declare module 'virtual:content/developers' {
  const view: import('@/content/content-views.ts').ContentView<'developers'>;
  export default view;
}

declare module 'virtual:content/messages' {
  const view: import('@/content/content-views.ts').ContentView<'messages'>;
  export default view;
}

declare module 'virtual:content/about-page' {
  const view: import('@/content/content-views.ts').ContentView<'about-page'>;
  export default view;
}

declare module 'virtual:content/alumni' {
  const view: import('@/content/content-views.ts').ContentView<'alumni'>;
  export default view;
}

declare module 'virtual:content/feed' {
  const view: import('@/content/content-views.ts').ContentView<'feed'>;
  export default view;
}

declare module 'virtual:content/gallery' {
  const view: import('@/content/content-views.ts').ContentView<'gallery'>;
  export default view;
}
