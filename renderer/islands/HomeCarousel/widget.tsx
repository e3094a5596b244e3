import type { Slide } from '../../../lib/contentTypes.ts';
import { Photo } from '../../components/Photo.tsx';
import { Slideshow } from '../slideshow/Slideshow.tsx';
import './HomeCarousel.css';

/** The home page's photos (content/home/carousel.yaml), turning every 3 s; a click on either half turns them by hand. */
export default function HomeCarousel({ slides }: { slides: Slide[] }) {
  return (
    <Slideshow label="Photos of the college" interval={3000} halfClick className="home-carousel">
      {slides.map((slide, index) => (
        <Photo
          key={slide.image.url}
          className="home-carousel__photo"
          image={slide.image}
          alt={slide.alt}
          lazy={index > 0}
          sizes="(max-width: 900px) 100vw, 60vw"
        />
      ))}
    </Slideshow>
  );
}
