import { externalPackages, isPackageRequest } from "../browser-bundle";

describe("the never-loaded browser bundles (build-javascript)", () => {
  it("leaves packages out and keeps the project's own modules, Gatsby's entry and its page chunks in", () => {
    for (const request of ["react", "@chakra-ui/react", "lucide-react", "react-dom/client", "@reach/router"])
      expect(isPackageRequest(request)).toBe(true);
    for (const request of [
      "./layout",
      "../lib/site",
      "/work/site/src/pages/index.tsx",
      "C:\\site\\src\\pages\\index.tsx",
      "gatsby",
      "$virtual/async-requires",
      "!!raw-loader!./x",
    ])
      expect(isPackageRequest(request)).toBe(false);
  });

  it("hands webpack a CommonJS external for a package and nothing for a module of the project", () => {
    const answers: unknown[][] = [];
    externalPackages({ request: "@chakra-ui/react" }, (...args) => answers.push(args));
    externalPackages({ request: "./layout" }, (...args) => answers.push(args));
    externalPackages({}, (...args) => answers.push(args));
    expect(answers).toEqual([[null, "commonjs @chakra-ui/react"], [], []]);
  });
});
