import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import SlickSlider from 'react-slick';
import './slick.css';
import './Slideshow.css';

// Under Vite's SSR the CommonJS default export arrives as { default: Slider }.
const Slider = (SlickSlider as unknown as { default?: typeof SlickSlider }).default ?? SlickSlider;

interface SlideshowProps {
  /** Names the carousel for screen readers, e.g. "Photos of the college". */
  label: string;
  /** Milliseconds each slide stays before the next (spec 9: 3000 home, 3500 testimonials). */
  interval: number;
  /** Clicking the left half shows the previous slide, the right half the next (the home carousel). */
  halfClick?: boolean;
  className?: string;
  children: ReactNode;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)');

/**
 * A react-slick carousel that turns by itself, made fit for everyone: a visible pause button, no
 * turning when the visitor prefers reduced motion or while the pointer is over it, dots that say which
 * slide they show, and hidden slides made inert (react-slick only marks them aria-hidden, which leaves
 * their links focusable). Autoplay is timed here rather than by react-slick, whose own autoplay cannot
 * be restarted once paused by a prop.
 */
export function Slideshow({ label, interval, halfClick = false, className, children }: SlideshowProps) {
  const slides = Children.toArray(children);
  const slider = useRef<SlickSlider>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState(0);
  // The slide shown or on its way, at once (react-slick's own state and `current` follow only at the next render).
  const shown = useRef(0);
  const turnTo = (index: number) => slider.current?.slickGoTo(index);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const canTurn = slides.length > 1;

  // Reduced motion: start paused, and follow the setting if it changes while the page is open.
  useEffect(() => {
    const query = reducedMotion();
    if (query.matches) setPlaying(false);
    const onChange = () => query.matches && setPlaying(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // A pointer already resting on the carousel as it hydrates holds it still, as one that comes to it later does.
  useEffect(() => {
    if (region.current?.matches(':hover')) setHovered(true);
  }, []);

  useEffect(() => {
    if (!playing || hovered || !canTurn) return;
    const timer = window.setInterval(() => turnTo(shown.current + 1), interval);
    return () => window.clearInterval(timer);
  }, [playing, hovered, canTurn, interval]);

  // Whatever react-slick hides from screen readers is also taken out of the tab order and the pointer's reach.
  useEffect(() => {
    const root = viewport.current;
    if (!root) return;
    const sync = () =>
      root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
        slide.inert = slide.getAttribute('aria-hidden') === 'true';
      });
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);

  return (
    <section
      ref={region}
      className={['slideshow', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="slideshow__viewport" ref={viewport} aria-live={playing ? 'off' : 'polite'}>
        <Slider
          ref={slider}
          arrows={false}
          dots={false}
          infinite={canTurn}
          speed={500}
          slidesToShow={1}
          touchThreshold={5}
          waitForAnimate={false}
          beforeChange={(_from, to) => {
            shown.current = to;
            setCurrent(to);
          }}
          onReInit={() => {
            // react-slick's resize handling (as the slider is laid out, resized, or an image arrives) writes back the slide
            // it read when it began, which a turn made in between (a tap as the page loads) then loses: turn back to it.
            const index = viewport.current?.querySelector('.slick-slide.slick-current')?.getAttribute('data-index');
            if (index != null && Number(index) !== shown.current) turnTo(shown.current);
          }}
        >
          {slides.map((slide, index) => (
            <div key={index} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`}>
              {slide}
            </div>
          ))}
        </Slider>
        {halfClick && canTurn ? (
          <>
            <button type="button" className="slideshow__half slideshow__half--previous" onClick={() => turnTo(shown.current - 1)}>
              <span className="slideshow__chevron" aria-hidden="true">
                ‹
              </span>
              <span className="visually-hidden">Previous slide</span>
            </button>
            <button type="button" className="slideshow__half slideshow__half--next" onClick={() => turnTo(shown.current + 1)}>
              <span className="slideshow__chevron" aria-hidden="true">
                ›
              </span>
              <span className="visually-hidden">Next slide</span>
            </button>
          </>
        ) : null}
      </div>
      {canTurn ? (
        <div className="slideshow__controls">
          <button type="button" className="slideshow__pause" onClick={() => setPlaying(!playing)}>
            <span aria-hidden="true" className={playing ? 'slideshow__icon-pause' : 'slideshow__icon-play'} />
            {playing ? 'Pause' : 'Play'}
            <span className="visually-hidden"> slideshow</span>
          </button>
          <ul className="slideshow__dots">
            {slides.map((_slide, index) => (
              <li key={index}>
                <button type="button" aria-current={index === current ? 'true' : undefined} onClick={() => turnTo(index)}>
                  <span className="visually-hidden">Show slide {index + 1}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
