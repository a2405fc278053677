import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { type EmotionCache, CacheProvider } from '@emotion/react';
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { directionOf, toSupportedLanguage } from '../../machines/language/direction.ts';
import { StandaloneErrorPage } from '@/components/error-pages/error-page.tsx';
import { type Messages, formattingLocaleFor, useMessages } from '@/lib/i18n/messages.ts';
import type { IntlConfig } from 'react-intl';
import { type AppServices, AppServicesProvider } from '@/lib/app-context.tsx';
import { getChakraSystem } from './providers/chakra-system.ts';
import { ToastHost } from './providers/toast-host.tsx';

export interface AppRootProps {
  services: AppServices;
  /** The direction follows from it (the toasts' side). */
  language: string;
  messages: Messages;
  emotionCache: EmotionCache;
  /** <BrowserRouter> in the browser, <StaticRouter> when prerendering. */
  children: ReactNode;
  /** Prerendering fails on a missing message instead of showing its key. */
  onIntlError?: IntlConfig['onError'];
}

/** Catches what the router's own boundary cannot (a provider failing): the error page, status 500. */
class FatalErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('Fatal error:', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <StandaloneErrorPage status={500} /> : this.props.children;
  }
}

/** Marks <html data-app-ready> once React has taken over the page (tests and support wait on it). */
function AppReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

export function AppRoot({ services, language, messages, emotionCache, children, onIntlError }: AppRootProps) {
  const shownMessages = useMessages(messages);
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={getChakraSystem()}>
        <LocaleProvider locale={language}>
          <IntlProvider locale={formattingLocaleFor(toSupportedLanguage(language))} defaultLocale="en" messages={shownMessages} onError={onIntlError}>
            <AppServicesProvider services={services}>
              <FatalErrorBoundary>{children}</FatalErrorBoundary>
              <ToastHost dir={directionOf(language)} />
              <AppReadyMarker />
            </AppServicesProvider>
          </IntlProvider>
        </LocaleProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
