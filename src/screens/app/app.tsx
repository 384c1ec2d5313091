import { useT } from '../../widgets/use-t';

/** The whole `/meet/` application: routes and header arrive with the application shell. */
export function App() {
  const t = useT('common');
  return (
    <main>
      <h1>{t('product.name')}</h1>
    </main>
  );
}
