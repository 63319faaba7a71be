import { useEffect } from 'react';
import { thirdPartySettings } from '../lib/environment';

/**
 * Web fonts and the support chat widget, only where the environment turns them on. The
 * page is complete without them: the fonts fall back to system fonts, the chat is extra.
 */
export function ThirdPartyLoads() {
  useEffect(() => {
    const { fontsCss, chatWidgetScript } = thirdPartySettings();
    const added: HTMLElement[] = [];
    if (fontsCss) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = fontsCss;
      added.push(link);
    }
    if (chatWidgetScript) {
      const script = document.createElement('script');
      script.src = chatWidgetScript;
      script.async = true;
      added.push(script);
    }
    document.head.append(...added);
    return () => {
      for (const element of added) element.remove();
    };
  }, []);
  return null;
}
