"""What to build (docs/architecture.md "The driver"): a project's units, in
order, each with the basis it sees. `plan` is the entry point (`plan_project`,
`plan_tree`); it reads MLB files (`mlb_elab`), orders the files of a
directory (`order`) and reads prebuilt packages (`package`). `plan_cache`
keeps a plan in the build directory with the facts it was made from
(`inputs`), used while they hold."""
