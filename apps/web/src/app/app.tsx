import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
