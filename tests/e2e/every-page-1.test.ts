/** Every page as a visitor sees it, half 1 of the routes: support/every-page.ts says what is read and checked. */
import "./support/every-page";
