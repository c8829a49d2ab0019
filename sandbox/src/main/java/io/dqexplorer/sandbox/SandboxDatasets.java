package io.dqexplorer.sandbox;

/** Ids of the seeded organizations and datasets (see {@code seeds/*.json} and the README). */
public final class SandboxDatasets {

    /** The demo organization: the view_data demo client and the no-capability client belong here. */
    public static final String DEMO_ORGANIZATION = "org-northwind";
    /** A second organization, to show that a dataset id is read within the caller's scope. */
    public static final String SECOND_ORGANIZATION = "org-southpaw";

    /** Demo organization, 2,734 clips, every metric; also in the second organization as another corpus. */
    public static final String KITCHEN_EGOCENTRIC = "kitchen-egocentric";
    /** Demo organization, about 1,200 clips with several exact-duplicate groups. */
    public static final String WAREHOUSE_PICKING = "warehouse-picking";
    /** Demo organization, about 800 clips, no hand-activity measurement. */
    public static final String ASSEMBLY_LINE = "assembly-line";
    /** Demo organization, about 600 clips: blur and black not assessed, duplicates not compared. */
    public static final String FIELD_ROBOTICS = "field-robotics";
    /** Demo organization, 200,000 clips, every metric: for performance work. */
    public static final String FLEET_ARCHIVE = "fleet-archive";
    /** Second organization only. */
    public static final String LAB_TELEOP = "lab-teleop";
    /** Second organization only, 1,000,000 clips, every metric: for the export's memory at a million rows. */
    public static final String FLEET_ARCHIVE_XL = "fleet-archive-xl";

    private SandboxDatasets() {
    }
}
