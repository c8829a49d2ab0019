package io.dqexplorer.workspace.report;

import io.dqexplorer.workspace.compare.DifferenceTable;

import java.util.List;

/** A family's part of the report: its section's figures, and the lines a comparison of it leads with. */
interface FamilySection {

    /** The figures of the answer, below the section's heading and the stamp that names its measurement. */
    void write(StringBuilder out, Object answer);

    /**
     * The lines a comparison's differences lead with, in the order the section lists its figures.
     *
     * @param key the prefix of each line's {@code data-figure} key: "differences." + the family's word + "."
     */
    List<LeadLine> lead(DifferenceTable table, String key);
}
