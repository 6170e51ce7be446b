export { default } from "@/components/ui/page-loading";
