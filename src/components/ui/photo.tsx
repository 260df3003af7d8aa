/**
 * A photo processed at build (gatsby-transformer-sharp's gatsbyImageData: the sizes and formats,
 * AVIF and WebP before JPEG), drawn as a plain <picture> with its width and height, so the page
 * reserves its box (no layout shift) and needs no script: the site ships no Gatsby runtime, which
 * <GatsbyImage> needs to show its image.
 */
import React from "react";
import { chakra, type HTMLChakraProps } from "@chakra-ui/react/styled-system";
import type { IGatsbyImageData } from "gatsby-plugin-image";

/** gatsbyImageData writes its srcsets across lines; one line each reads the same. */
const oneLine = (srcSet: string | undefined) => srcSet?.replace(/,\s+/g, ", ");

/** `box` styles the picture; its image fills it at its own proportions. */
export function Photo({
  image,
  alt,
  ...box
}: { image: IGatsbyImageData; alt: string } & Omit<HTMLChakraProps<"picture">, "children">) {
  const { fallback, sources = [] } = image.images;
  return (
    <chakra.picture
      display="block"
      overflow="hidden"
      {...box}
      css={{ "& img": { display: "block", width: "full", height: "auto" } }}
    >
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={oneLine(source.srcSet)} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={oneLine(fallback?.srcSet)}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    </chakra.picture>
  );
}
