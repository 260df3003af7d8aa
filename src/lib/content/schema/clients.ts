import { z } from "zod";
import { consent, dataImage, httpsUrl, text } from "./fields";

/** data/clients.yaml: the clients whose logos the home page may show, each with their consent. */
export const clientSchema = z
  .strictObject({
    name: text.meta({ label: "Client", hint: "The business's name, read by screen readers for its logo." }),
    logo: dataImage("clients", "svg|png", "acme-plumbing.svg").meta({
      label: "Logo",
      hint: "The logo, in data/clients/: SVG, or a PNG at least 240 pixels wide, on a transparent background.",
    }),
    url: httpsUrl.meta({ label: "Website", hint: "The client's site; leave empty for none." }).optional(),
    consent: consent("the client's logo"),
  })
  .meta({ graphqlName: "Client" });

export const clientsSchema = z
  .strictObject({
    clients: z.array(clientSchema).meta({
      label: "Clients",
      summary: "{{fields.name}}",
      hint: "The home page shows a strip of their logos once there are at least four.",
    }),
  })
  .meta({ graphqlName: "ClientsYaml" });

export type Client = z.infer<typeof clientSchema>;
