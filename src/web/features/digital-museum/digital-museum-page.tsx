import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { organisation, thirdPartySettings, useEnvironment } from '../../lib/environment';
import { useTexts } from '../../lib/i18n';
import { usePageMeta } from '../../lib/use-page-meta';
import '../../styles/digital-museum.css';

const LOCAL_SOURCES = [
  { src: '/media/digital-museum.webm', type: 'video/webm' },
  { src: '/media/digital-museum.mp4', type: 'video/mp4' },
];

/** The digital museum: a looping, muted banner video (the environment's own film when configured). */
export function DigitalMuseumPage() {
  const { t } = useTexts();
  usePageMeta({
    title: t('museum.title'),
    description: t('museum.description', { place: organisation.name }),
    keywords: ['digital museum', 'digital experience centre', 'video', 'Brindavan'],
  });
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const { videoUrl } = thirdPartySettings(useEnvironment());

  // Motion that starts by itself must stop for visitors who asked their system for less of it.
  // Pausing before autoplay begins cancels it; onPlay/onPause keep `playing` in step.
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) video.current?.pause();
  }, []);

  function togglePlaying() {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  }

  return (
    <div className="digital-museum">
      <figure className="video-banner">
        <video
          ref={video}
          className="video-banner-media"
          autoPlay
          loop
          muted
          playsInline
          poster="/media/digital-museum-poster.jpg"
          aria-describedby="video-banner-caption"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          src={videoUrl}
        >
          {!videoUrl && LOCAL_SOURCES.map((source) => <source key={source.src} {...source} />)}
        </video>
        <figcaption id="video-banner-caption" className="video-banner-caption">
          <h1>{t('museum.title')}</h1>
          {/* What the banner shows, in words: the built-in clip is an abstract dawn light, not the film. */}
          <p>{videoUrl ? t('museum.captionFilm') : t('museum.captionLocal')}</p>
          <button type="button" className="button button-on-dark" onClick={togglePlaying}>
            {playing ? t('museum.pause') : t('museum.play')}
          </button>
        </figcaption>
      </figure>
      <div className="page">
        <h2>{t('museum.visitHeading')}</h2>
        <p>{t('museum.visitText')}</p>
        <p>
          <Link to="/" className="button">
            {t('common.bookAVisit')}
          </Link>
        </p>
      </div>
    </div>
  );
}
