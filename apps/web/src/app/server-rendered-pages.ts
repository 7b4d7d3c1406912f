// Read by the server entry (entry-server.tsx, decision 017); server-rendered-pages.test.ts holds
// it to the routes.

/**
 * The pages rendered on the server (SSR), with the module of each one's screen (as Vite's manifest keys
 * it, for the API to preload its scripts): the public pages a visitor lands on from a search
 * engine or a shared link. Signed-in screens and the account forms are rendered in the browser.
 */
export const SERVER_RENDERED_PAGES = [
  { path: '/', module: 'src/app/routes/public/home.tsx' },
  { path: '/studios', module: 'src/app/routes/public/studios.tsx' },
  { path: '/studios/in/:city', module: 'src/app/routes/public/studios.tsx' },
  { path: '/studios/:studioId', module: 'src/app/routes/public/studio-detail.tsx' },
  { path: '/about', module: 'src/app/routes/public/about.tsx' },
  { path: '/help', module: 'src/app/routes/public/help.tsx' },
  { path: '/contact', module: 'src/app/routes/public/contact.tsx' },
  { path: '/add-your-studio', module: 'src/app/routes/public/add-your-studio.tsx' },
  { path: '/terms', module: 'src/app/routes/public/terms.tsx' },
  { path: '/privacy', module: 'src/app/routes/public/privacy.tsx' },
] as const;
