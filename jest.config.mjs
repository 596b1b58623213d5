// Unit tests of src/lib (pure rules), content and theme.
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

export default {
  displayName: "unit",
  rootDir: ".",
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
  testEnvironment: "node",
  // .mjs: the plain-Node scripts and the store format they share with src/server.
  transform: { "^.+\\.(tsx?|m?jsx?)$": swc },
  // Stylesheets imported for their side effect in the browser are nothing to a unit test.
  moduleNameMapper: { "\\.css$": "<rootDir>/tests/unit/style-stub.ts" },
  transformIgnorePatterns: [
    "/node_modules/(?!@chakra-ui|@ark-ui|@zag-js|@pandacss|@storybook|storybook/)",
  ],
};
