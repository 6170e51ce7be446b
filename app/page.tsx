export default function Home() {
  return <main><h1>Storefront</h1></main>;
}
