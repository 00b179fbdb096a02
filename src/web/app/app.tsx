import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Toaster } from 'sonner';
import { AppErrorBoundary } from './app-error-boundary';
import { queryClient } from './query-client';
import { AppRoutes } from './routes';
import { SessionExpiryHandler } from './session-expiry-handler';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SessionExpiryHandler />
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
      </BrowserRouter>
      {/* Spec §9: toasts bottom-right; sonner's own region label 'Notifications' and alt+T hotkey are kept. */}
      <Toaster position="bottom-right" theme="system" closeButton />
    </QueryClientProvider>
  );
}
