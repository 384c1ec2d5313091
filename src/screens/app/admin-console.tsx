import { App, type AppProps } from './app';

/** The administration console: the application shell showing only the console's areas. */
export function AdminConsole({ lang }: AppProps) {
  return <App lang={lang} adminOnly />;
}
