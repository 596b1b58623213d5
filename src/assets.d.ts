// Font files imported for their URL (Gatsby's webpack emits them under /static).
declare module "*.woff2" {
  const url: string;
  export default url;
}
